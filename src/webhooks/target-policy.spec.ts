import { describe, expect, it } from '@jest/globals';
import { TargetPolicy } from './target-policy.js';

describe('TargetPolicy', () => {
  const strict = new TargetPolicy(false, undefined);

  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[ff02::1]/',
  ])('refuses to resolve %s', async (url) => {
    await expect(strict.resolve(new URL(url))).rejects.toThrow(
      /^refused target/,
    );
  });

  it('lets public addresses through', async () => {
    await expect(
      strict.resolve(new URL('https://93.184.215.14/')),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    await expect(
      strict.resolve(new URL('https://[2606:4700::1111]/')),
    ).resolves.toEqual({ address: '2606:4700::1111', family: 6 });
  });

  it('asks for https unless http is allowed', () => {
    expect(strict.refusal('http://93.184.215.14/')).toMatch(/https/);
    expect(strict.refusal('https://hooks.example.com/x')).toBeUndefined();
    expect(
      new TargetPolicy(true, undefined).refusal('http://hooks.example.com/'),
    ).toBeUndefined();
  });

  it('lets the allow-list name hosts, addresses and blocks', async () => {
    const policy = new TargetPolicy(true, 'localhost, 10.1.0.0/16,::1');
    await expect(
      policy.resolve(new URL('http://10.1.2.3/')),
    ).resolves.toMatchObject({ address: '10.1.2.3' });
    await expect(policy.resolve(new URL('http://10.2.0.1/'))).rejects.toThrow();
    await expect(
      policy.resolve(new URL('http://[::1]/')),
    ).resolves.toMatchObject({ family: 6 });
    await expect(
      policy.resolve(new URL('http://localhost/')),
    ).resolves.toHaveProperty('address');
    expect(policy.refusal('http://10.1.9.9/')).toBeUndefined();
  });
});
