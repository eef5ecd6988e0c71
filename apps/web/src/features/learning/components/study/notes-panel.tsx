import type { TContentLecture, TNote } from '@masar/contracts';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { exportNotes, useNoteMutations, useNotes } from '../../api/notes';
import { fileNameFromDisposition, saveBlob } from '../../lib/save-download';
import { clockTime, playerSeconds, seekLecture } from '../../lib/player-clock';

type TProps = { courseId: string; lecture: TContentLecture; hrefOf: (lectureId: string) => string };

/** The learner's private notes in the course; a new one takes the video's current time. */
export function NotesPanel({ courseId, lecture, hrefOf }: TProps) {
  const { t } = useTranslation('study');
  const notes = useNotes(courseId);
  const { create } = useNoteMutations(courseId);
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('notes.required'));
      return;
    }
    setError(null);
    try {
      const positionSeconds = lecture.kind === 'video' ? playerSeconds(lecture._id) : 0;
      await create.mutateAsync({ lectureId: lecture._id, body: { body, positionSeconds } });
      setBody('');
      notify('success', t('notes.saved'));
    } catch (caught) {
      setError(errorText(caught, 'generic'));
    }
  };

  const open = (note: TNote) => {
    if (note.lectureId === lecture._id) {
      seekLecture(note.lectureId, note.positionSeconds);
      return;
    }
    if (note.positionSeconds > 0) seekLecture(note.lectureId, note.positionSeconds);
    void navigate(hrefOf(note.lectureId), { replace: true });
  };

  const download = async (format: 'md' | 'csv') => {
    try {
      const file = await exportNotes(courseId, format);
      saveBlob(file.blob, fileNameFromDisposition(file.disposition) ?? `notes.${format}`);
    } catch (caught) {
      notify('error', errorText(caught, 'generic'));
    }
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
        <TextareaField
          label={lecture.kind === 'video' ? t('notes.newAtTime') : t('notes.new')}
          hint={lecture.kind === 'video' ? t('notes.timeHint') : undefined}
          value={body}
          rows={3}
          maxLength={5000}
          error={error ?? undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {t('notes.add')}
          </Button>
        </div>
      </form>
      {notes.isPending ? (
        <StatusSpinner label={t('notes.loading')} />
      ) : notes.isError ? (
        <Notice tone="danger">{errorText(notes.error, 'generic')}</Notice>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted">{t('notes.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-bold text-ink">{t('notes.title', { count: notes.data.length })}</h3>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void download('md')}>
                <Download aria-hidden="true" className="size-4" />
                {t('notes.exportMarkdown')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void download('csv')}>
                <Download aria-hidden="true" className="size-4" />
                {t('notes.exportCsv')}
              </Button>
            </div>
          </div>
          <ul className="grid gap-3">
            {notes.data.map((note) => (
              <NoteItem
                key={note._id}
                courseId={courseId}
                note={note}
                current={note.lectureId === lecture._id}
                onOpen={open}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function NoteItem({
  courseId,
  note,
  current,
  onOpen,
}: {
  courseId: string;
  note: TNote;
  current: boolean;
  onOpen: (note: TNote) => void;
}) {
  const { t } = useTranslation('study');
  const { update, remove } = useNoteMutations(courseId);
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(note.body);
  const time = clockTime(note.positionSeconds);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await update.mutateAsync({ noteId: note._id, body: { body } });
      setEditing(false);
    } catch (caught) {
      notify('error', errorText(caught, 'generic'));
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(note._id);
      notify('success', t('notes.deleted'));
    } catch (caught) {
      notify('error', errorText(caught, 'generic'));
    }
  };

  return (
    <li className="grid gap-2 rounded-lg border border-line p-3" data-note-id={note._id}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          onClick={() => onOpen(note)}
          className="rounded-md bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-accent-500"
          aria-label={t('notes.open', { time, lecture: note.lectureTitle })}
        >
          <span dir="ltr">{time}</span>
        </button>
        {!current && (
          <span className="text-muted">
            <bdi>{note.lectureTitle}</bdi>
          </span>
        )}
      </div>
      {editing ? (
        <form onSubmit={(event) => void save(event)} className="grid gap-2" noValidate>
          <TextareaField
            label={t('notes.edit')}
            value={body}
            rows={3}
            maxLength={5000}
            onChange={(event) => setBody(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              {t('notes.save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {t('notes.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <p dir="auto" className="whitespace-pre-line text-ink">
          {note.body}
        </p>
      )}
      {!editing && (
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={t('notes.editAt', { time })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('notes.editShort')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
            aria-label={t('notes.deleteAt', { time })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('notes.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
