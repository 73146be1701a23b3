import { readFile, rename, writeFile } from 'node:fs/promises';
import { emptyModel, type ReadModel } from './readModel.ts';

/** The read model saved with its position in one file, so a restart resumes where it stopped. */
export async function load(file: string): Promise<ReadModel> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ReadModel;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyModel();
    throw error;
  }
}

/** Written aside and renamed over: a crash leaves the old file or the new one, never half of one. */
export async function save(file: string, model: ReadModel): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, JSON.stringify(model));
  await rename(aside, file);
}
