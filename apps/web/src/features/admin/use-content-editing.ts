import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../shared/ui/feedback';
import { confirmDanger } from './confirm-danger';

/** A row written (`id` absent: a new one), or deleted. */
export type ContentChange<Fields> = { kind: 'save'; id?: number; fields: Fields } | { kind: 'delete'; id: number };

/**
 * The row being edited (null: a new one; undefined: no form open), and saving or deleting one,
 * `noun` (短评, 观点) naming it in the toasts and the question before deleting.
 */
export function useContentEditing<Row extends { id: number; title: string }, Fields>(
  change: UseMutationResult<unknown, unknown, ContentChange<Fields>>,
  noun: string,
  goneFrom: string,
) {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const save = (fields: Fields) =>
    change.mutate(
      { kind: 'save', id: editing?.id, fields },
      {
        onSuccess: () => {
          void toast.success(editing ? `${noun}已保存` : `${noun}已发布`);
          setEditing(undefined);
        },
      },
    );
  const remove = (row: Row) =>
    confirmDanger({
      title: `删除${noun}「${row.title}」？`,
      content: `删除后${goneFrom}都不再显示，无法恢复。`,
      action: '删除',
      onOk: () =>
        change
          .mutateAsync({ kind: 'delete', id: row.id })
          .then(() => void toast.success(`${noun}已删除`))
          .catch(() => undefined),
    });
  return { editing, setEditing, edit: (row: Row) => setEditing(row), close: () => setEditing(undefined), save, remove };
}
