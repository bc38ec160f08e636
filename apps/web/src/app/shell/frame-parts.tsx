// The parts of the signed-in frame a phone's first screen does not show: the sidebar (from 1024 px),
// the drawer with the menu (below 1024 px, from its first opening on) and the top bar's user actions
// (from 1024 px). Their own chunk, loaded by the layout only where and when one of them shows
// (decision 0777): on a phone their code (Radix's dialog and collapsible, the menu's icons and rule
// checks) is not evaluated before the first row.
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@/lib/current-user';
import type { Project, ProjectListItem } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { BrandMark, BrandName } from '@/components/brand';
import { buildMenu } from './menu-model';
import { MobileDrawer } from './mobile-drawer';
import { SideMenu } from './side-menu';
import { UserActions } from './user-actions';

export { UserActions };

type MenuInput = {
  currentUser: CurrentUser;
  projects: ProjectListItem[] | undefined;
  projectId: string | undefined;
  project: Project | undefined;
};

/** The sidebar from 1024 px. */
export function WideSidebar({ currentUser, projects, projectId, project }: MenuInput) {
  const menu = buildMenu(currentUser, { projects, projectId, project });
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-[260px] flex-col border-r border-slate-200 bg-white lg:flex">
      <header className="flex h-14 shrink-0 items-center border-b border-slate-200 px-5">
        <Link to={paths.home()} className="flex items-center gap-2.5">
          <BrandMark className="size-7" />
          <BrandName />
        </Link>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SideMenu menu={menu} currentProjectId={projectId} />
      </div>
    </aside>
  );
}

/** The drawer below 1024 px: the menu and the user's actions. */
export function PhoneDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  currentUser,
  projects,
  projectId,
  project,
}: MenuInput & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const menu = buildMenu(currentUser, { projects, projectId, project });
  return (
    <MobileDrawer open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
      <SideMenu menu={menu} currentProjectId={projectId} onNavigate={() => onOpenChange(false)} />
      <div className="border-t border-slate-200">
        <UserActions layout="menu" />
      </div>
    </MobileDrawer>
  );
}
