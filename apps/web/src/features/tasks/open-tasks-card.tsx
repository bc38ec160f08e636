import { Link } from 'react-router';
import { ArrowRight, CircleDashed, ListChecks } from 'lucide-react';
import { renderTask, type OpenTask, type ProjectRole } from '@baustellendoku/domain';
import { Card, CardHeader } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/skeleton';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useOpenTasks } from '@/lib/queries/tasks';

/** One task; the whole row links to where the work is done (texts and target from the domain registry). */
export function TaskItem({ projectId, task }: { projectId: string; task: OpenTask }) {
  const rendered = renderTask(projectId, task);
  const content = (
    <>
      <CircleDashed className="mt-0.5 size-4 shrink-0 text-warning-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{rendered.title}</p>
        {rendered.description ? <p className="mt-0.5 text-sm text-slate-600">{rendered.description}</p> : null}
      </div>
    </>
  );
  if (!rendered.link)
    return (
      <li className="flex items-start gap-3 px-4 py-3 sm:px-5" data-row>
        {content}
      </li>
    );
  return (
    <li data-row>
      <Link to={rendered.link.href} className="group flex items-start gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5">
        {content}
        <span className="inline-flex shrink-0 items-center gap-1 self-center text-sm font-medium text-brand-700 group-hover:underline">
          <span className="hidden sm:inline">{rendered.link.text}</span>
          <ArrowRight className="size-4" aria-hidden />
        </span>
      </Link>
    </li>
  );
}

/** "Offene Aufgaben" of the dashboard, fetched with the user's roles in the project. */
export function OpenTasksCard({ projectId, roles }: { projectId: string; roles: readonly ProjectRole[] }) {
  const tasks = useOpenTasks(projectId, roles);
  const count = tasks.data?.length;
  return (
    <Card>
      <CardHeader title={count ? `Offene Aufgaben (${count})` : 'Offene Aufgaben'} />
      {tasks.isPending ? (
        <div className="p-4">
          <ListSkeleton rows={3} />
        </div>
      ) : tasks.isError ? (
        <div className="p-4">
          <Alert tone="danger">{errorMessage(tasks.error)}</Alert>
        </div>
      ) : tasks.data.length === 0 ? (
        <div className="flex items-center gap-3 px-5 py-6 text-sm text-slate-600">
          <ListChecks className="size-5 text-success-700" aria-hidden />
          Keine offenen Aufgaben – alles erledigt.
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {tasks.data.map((task, index) => (
            <TaskItem key={`${task.type}-${index}`} projectId={projectId} task={task} />
          ))}
        </ul>
      )}
    </Card>
  );
}
