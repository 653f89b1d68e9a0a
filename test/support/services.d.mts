export type ServiceName = 'PostgreSQL' | 'Redis';

export interface Service {
  variable: string;
  url: string;
  probe(url: string): Promise<string | undefined>;
}

export const SERVICES: Record<ServiceName, Service>;
export function unreachable(): ServiceName[];
export function shown(url: string): string;
export function skipTitle(services: ServiceName[], title: string): string;
export function skippedFor(title: string): ServiceName[];
export default function probeServices(): Promise<void>;
