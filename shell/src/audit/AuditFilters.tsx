import { useState, type FormEvent } from 'react';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import type { AuditPageArgs } from './auditApi';
import { AUDIT_OBJECT_LABELS } from './auditLabels';

export type AuditFilterValues = Required<Pick<AuditPageArgs, 'aktor' | 'objek' | 'dari' | 'sampai'>>;
export const NO_FILTERS: AuditFilterValues = { aktor: '', objek: '', dari: '', sampai: '' };

/** The log's filters, applied together on "Terapkan" (typing a name asks nothing yet). */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTERS);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...values, aktor: values.aktor.trim() });
  };
  const reset = () => {
    setValues(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  return (
    <form className="shell-audit__filters" onSubmit={submit} aria-label="Saring log audit">
      <Field label="Orang" hint="Nama atau email, atau ketik sistem">
        {({ inputId, describedBy }) => (
          <input
            id={inputId}
            className="ui-input"
            type="search"
            maxLength={100}
            value={values.aktor}
            aria-describedby={describedBy}
            onChange={set('aktor')}
          />
        )}
      </Field>
      <Field label="Objek">
        {({ inputId }) => (
          <select id={inputId} className="ui-input" value={values.objek} onChange={set('objek')}>
            <option value="">Semua objek</option>
            {Object.entries(AUDIT_OBJECT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Dari tanggal">
        {({ inputId }) => (
          <input id={inputId} className="ui-input" type="date" value={values.dari} onChange={set('dari')} />
        )}
      </Field>
      <Field label="Sampai tanggal">
        {({ inputId }) => (
          <input id={inputId} className="ui-input" type="date" value={values.sampai} onChange={set('sampai')} />
        )}
      </Field>
      <div className="shell-audit__filter-actions">
        <Button type="submit">Terapkan</Button>
        <Button type="button" variant="secondary" onClick={reset}>
          Hapus saringan
        </Button>
      </div>
    </form>
  );
}
