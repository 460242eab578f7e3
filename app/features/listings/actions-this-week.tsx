import { dashboardContent } from "./dashboard-content";
import { DashboardPanel } from "./dashboard-panel";

/** Three generated sentences; none when no listing matches. */
export function ActionsThisWeek({ actions }: { actions: readonly string[] }) {
  return (
    <DashboardPanel id="actions-this-week" title={dashboardContent.sections.actions}>
      {actions.length === 0 ? (
        <p className="text-slate-600">{dashboardContent.sections.actionsEmpty}</p>
      ) : (
        <ol className="list-decimal space-y-2 pl-5 text-slate-800">
          {actions.map((action) => (
            <li key={action}>{action}</li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  );
}
