import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Collapsible } from 'radix-ui';
import { ChevronDown, Recycle, Settings, Shovel } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MenuGroup, MenuLink, MenuModel } from './menu-model';
import { ProjectSwitcher } from './project-switcher';

export function SideMenu({
  menu,
  currentProjectId,
  onNavigate,
}: {
  menu: MenuModel;
  currentProjectId?: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Hauptmenü" className="space-y-6 px-3 py-4">
      <LinksSection title="Administration" links={menu.administration} onNavigate={onNavigate} />
      {menu.switchableProjects.length > 0 ? (
        <MenuSection title="Ihre Projekte">
          <div className="px-1">
            <ProjectSwitcher
              projects={menu.switchableProjects}
              currentProjectId={currentProjectId}
              onNavigate={onNavigate}
            />
          </div>
        </MenuSection>
      ) : null}
      {menu.currentProject ? (
        <MenuSection title={menu.currentProject.name} testId="current-project-group">
          <ul className="space-y-0.5">
            <MenuItem link={menu.currentProject.dashboard} onNavigate={onNavigate} />
          </ul>
          <div className="mt-1 space-y-0.5">
            {menu.currentProject.groups.map((group) => (
              <CollapsibleGroup key={group.id} group={group} onNavigate={onNavigate} />
            ))}
          </div>
        </MenuSection>
      ) : null}
      <LinksSection title="Werkzeuge" links={menu.tools} onNavigate={onNavigate} />
    </nav>
  );
}

/** A titled list of plain links; nothing when the user has none. */
function LinksSection({ title, links, onNavigate }: { title: string; links: MenuLink[]; onNavigate?: () => void }) {
  if (links.length === 0) return null;
  return (
    <MenuSection title={title}>
      <ul className="space-y-0.5">
        {links.map((link) => (
          <MenuItem key={link.href} link={link} onNavigate={onNavigate} />
        ))}
      </ul>
    </MenuSection>
  );
}

function MenuSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId}>
      <h2
        className="mb-1.5 truncate px-3 text-[11px] font-semibold tracking-wider text-slate-500 uppercase"
        title={title}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function MenuItem({ link, onNavigate, nested = false }: { link: MenuLink; onNavigate?: () => void; nested?: boolean }) {
  const Icon = link.icon;
  return (
    <li>
      <NavLink
        to={link.href}
        end={link.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm transition-colors',
            nested && 'pl-9',
            isActive
              ? 'bg-brand-50 font-medium text-brand-800'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )
        }
      >
        {nested ? null : <Icon className="size-4 shrink-0 opacity-80" aria-hidden />}
        <span className="truncate">{link.label}</span>
      </NavLink>
    </li>
  );
}

function CollapsibleGroup({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100">
        <GroupIcon id={group.id} />
        <span className="flex-1 truncate">{group.label}</span>
        <ChevronDown className={cn('size-4 text-slate-400 transition-transform', !open && '-rotate-90')} aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="space-y-0.5 pb-1">
          {group.links.map((link) => (
            <MenuItem key={link.href} link={link} onNavigate={onNavigate} nested />
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

// Group headings carry the icon of their area.
const groupIcons: Record<string, typeof Recycle> = {
  ebv: Recycle,
  'mounting-documentation': Shovel,
  settings: Settings,
};
function GroupIcon({ id }: { id: string }) {
  const Icon = groupIcons[id] ?? Settings;
  return <Icon className="size-4 shrink-0 opacity-80" aria-hidden />;
}
