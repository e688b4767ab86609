import { describe, expect, it } from 'vitest';
import { postgresTargetOf } from './client.js';

describe('postgresTargetOf', () => {
  it('turns a host parameter naming a directory into the Unix socket path, port included', () => {
    expect(postgresTargetOf('postgres://portal@/label_portal?host=/var/run/postgresql')).toEqual({
      url: 'postgres://portal@localhost/label_portal',
      path: '/var/run/postgresql/.s.PGSQL.5432',
    });
    expect(postgresTargetOf('postgres://portal@:5433/label_portal?host=/tmp/&sslmode=disable')).toEqual({
      url: 'postgres://portal@localhost:5433/label_portal?sslmode=disable',
      path: '/tmp/.s.PGSQL.5433',
    });
  });

  it('leaves a TCP connection string as it is, a host parameter naming a host too', () => {
    const tcp = 'postgres://postgres@127.0.0.1:5432/label_portal';
    expect(postgresTargetOf(tcp)).toEqual({ url: tcp });
    const named = 'postgres://postgres@/label_portal?host=db.internal';
    expect(postgresTargetOf(named)).toEqual({ url: named });
  });
});
