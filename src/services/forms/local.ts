import type { Database } from '@/services/store/database';
import type { FormSubmitter, FormValues } from './types';

type StoredSubmission = {
  readonly id: number;
  readonly formName: string;
  readonly values: FormValues;
  readonly createdAt: string;
};

export interface LocalFormStore {
  /** Stores a submission; returns once the row is committed. */
  save(formName: string, values: FormValues): Omit<StoredSubmission, 'values'>;
  /** Submissions of one form (or all), oldest first. */
  list(formName?: string): StoredSubmission[];
}

/**
 * Generic form submissions in SQLite (form name, JSON payload, time stamp): the embedded default
 * behind /api/forms/[name].
 *
 * @example
 * const store = createLocalFormStore({ db });
 * store.save('contact', { topic: 'careers', message: 'Hello' }); // { id: 1, formName: 'contact', createdAt: '…' }
 */
export function createLocalFormStore({ db, now = () => new Date() }: { db: Database; now?: () => Date }): LocalFormStore {
  const insert = db.prepare<[string, string, string]>('INSERT INTO form_submissions (form_name, payload, created_at) VALUES (?, ?, ?)');
  type Row = { id: number; formName: string; payload: string; createdAt: string };
  const columns = 'id, form_name AS formName, payload, created_at AS createdAt';
  const all = db.prepare<[], Row>(`SELECT ${columns} FROM form_submissions ORDER BY id`);
  const byName = db.prepare<[string], Row>(`SELECT ${columns} FROM form_submissions WHERE form_name = ? ORDER BY id`);

  return {
    save(formName, values) {
      const createdAt = now().toISOString();
      const { lastInsertRowid } = insert.run(formName, JSON.stringify(values), createdAt);
      return { id: Number(lastInsertRowid), formName, createdAt };
    },
    list(formName) {
      const rows = formName === undefined ? all.all() : byName.all(formName);
      return rows.map(({ payload, ...row }) => ({ ...row, values: JSON.parse(payload) as FormValues }));
    },
  };
}

/** The local store as a FormSubmitter, answering what POST /api/forms/[name] answers. */
export function createLocalFormSubmitter(store: LocalFormStore): FormSubmitter {
  return {
    kind: 'local',
    submit({ formName, values }) {
      return Promise.resolve().then(() => ({ ok: true, status: 200, body: { results: store.save(formName, values) } }));
    },
  };
}
