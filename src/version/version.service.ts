import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const API_VERSION = '1';
export const SUPPORTED_API_VERSIONS = [API_VERSION];

export interface VersionInfo {
  name: string;
  version: string;
  apiVersion: string;
  supportedApiVersions: string[];
  commit: string | null;
}

/** The nearest directory at or above `from` that holds a package.json: the project root, from src/ or dist/src/. */
export function projectRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found');
    dir = parent;
  }
  return dir;
}

/** The checked-out commit, read from .git without running git; null outside a checkout. */
function gitCommit(root: string): string | null {
  try {
    const head = readFileSync(join(root, '.git', 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice('ref: '.length);
    const loose = join(root, '.git', ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
    const packed = readFileSync(join(root, '.git', 'packed-refs'), 'utf8');
    return (
      packed
        .split('\n')
        .find((line) => line.endsWith(` ${ref}`))
        ?.split(' ')[0] ?? null
    );
  } catch {
    return null;
  }
}

@Injectable()
export class VersionService {
  private readonly info: VersionInfo;

  constructor() {
    const root = projectRoot();
    const pkg = JSON.parse(
      readFileSync(join(root, 'package.json'), 'utf8'),
    ) as {
      name: string;
      version: string;
    };
    this.info = {
      name: pkg.name,
      version: pkg.version,
      apiVersion: API_VERSION,
      supportedApiVersions: SUPPORTED_API_VERSIONS,
      commit: process.env.GIT_COMMIT || gitCommit(root),
    };
  }

  get(): VersionInfo {
    return this.info;
  }
}
