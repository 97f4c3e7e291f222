import path from 'node:path';

/**
 * A path given on the command line, as the user meant it: npm runs scripts from the repository's root, and keeps
 * the directory the command was typed in as INIT_CWD.
 */
export const pathFromCommandLine = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
