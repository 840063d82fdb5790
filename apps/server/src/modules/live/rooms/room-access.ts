import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { isMember } from '../../commerce/vip/membership-service';
import { hasCourseAccess } from '../../learning/course-service';
import { findWatchMinutes } from '../live-time-store';
import { findStaffRole, isInvited, type RoomRow } from './room-store';

/** What a viewer let into a room may do there. */
export interface RoomPass {
  /** The room's teacher or a moderator. */
  isStaff: boolean;
  /** A non-member watching a members' room on their live-time minutes: what is left; else null. */
  minutesLeft: number | null;
}

const refuse = (key: 'roomMembersOnly' | 'roomCourseOnly' | 'roomInvitedOnly') =>
  new AppError(Code.LIVE_REFUSED, msg[key]);

/**
 * Lets a viewer into a room or refuses them with 4003 and why (the client then shows /liveReject):
 * anyone into a public room; members, or non-members holding live-time minutes, into a members'
 * room; the course's owners into a course room; the invited into an invitation-only one. The room's
 * staff always.
 */
export async function admitToRoom(app: FastifyInstance, room: RoomRow, userId: number | null): Promise<RoomPass> {
  const open: RoomPass = { isStaff: false, minutesLeft: null };
  if (userId !== null && (await findStaffRole(app.db, room.id, userId))) return { isStaff: true, minutesLeft: null };
  switch (room.access) {
    case 'members': {
      if (userId === null) throw refuse('roomMembersOnly');
      if (await isMember(app.db, userId)) return open;
      const minutesLeft = await findWatchMinutes(app.db, userId);
      if (minutesLeft <= 0) throw refuse('roomMembersOnly');
      return { isStaff: false, minutesLeft };
    }
    case 'course':
      if (userId === null || room.courseId === null || !(await hasCourseAccess(app, userId, room.courseId)))
        throw refuse('roomCourseOnly');
      return open;
    case 'invited':
      if (userId === null || !(await isInvited(app.db, room.id, userId))) throw refuse('roomInvitedOnly');
      return open;
    default:
      return open;
  }
}
