import type { AdminMemberDetail } from '@shared/contract/admin-members';
import { ASSIGNABLE_ROLES, type AssignableRole, ROLE_LABELS } from '@shared/domain/roles';
import { useId, useState } from 'react';
import { PendingButton } from '../../../components/pending-button';

/**
 * The member's role. Only the roles the server allows this administrator to give are offered; when
 * none other is, the control is read-only and says why (the server checks again).
 */
export function RoleControl({
  member,
  pending = false,
  onChange,
}: {
  member: Pick<AdminMemberDetail, 'role' | 'permissions'>;
  pending?: boolean;
  onChange: (role: AssignableRole) => void;
}) {
  const id = useId();
  const [role, setRole] = useState<AssignableRole>(member.role);
  const allowed = new Set(member.permissions.role.roles);
  const editable = member.permissions.role.allowed && [...allowed].some((r) => r !== member.role);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Role
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          className="input h-10 w-auto min-w-40"
          value={role}
          disabled={!editable || pending}
          aria-describedby={editable ? undefined : `${id}-why`}
          onChange={(e) => setRole(e.target.value as AssignableRole)}
        >
          {ASSIGNABLE_ROLES.filter((r) => r === member.role || allowed.has(r)).map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        {editable ? (
          <PendingButton
            type="button"
            className="btn-outline"
            pending={pending}
            disabled={role === member.role}
            onClick={() => onChange(role)}
          >
            {pending ? 'Saving…' : 'Change role'}
          </PendingButton>
        ) : null}
      </div>
      {editable ? null : (
        <p id={`${id}-why`} className="text-sm text-muted">
          {member.permissions.role.reason ?? 'You cannot change this role.'}
        </p>
      )}
    </div>
  );
}
