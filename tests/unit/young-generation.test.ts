/** Decision 2210: the processes the server forks get a larger young generation, unless the operator set one. */
import { describe, expect, it } from 'vitest';
import { forkedExecArgv, SEMI_SPACE_FLAG } from '../../server/young-generation.ts';

describe('forkedExecArgv', () => {
  it("adds the semi-space size to this process's own flags", () => {
    expect(forkedExecArgv(['--import', 'tsx'], '')).toEqual(['--import', 'tsx', SEMI_SPACE_FLAG]);
  });

  it('leaves a size given on the command line or in NODE_OPTIONS as it is', () => {
    expect(forkedExecArgv(['--max-semi-space-size=8'], '')).toEqual(['--max-semi-space-size=8']);
    expect(forkedExecArgv(['--import', 'tsx'], '--enable-source-maps --max_semi_space_size=64')).toEqual(['--import', 'tsx']);
  });
});
