/**
 * The live area's messages (rooms, their chat, the circle, the live-time gift), part of the one
 * catalogue `msg` (messages.ts), kept beside it so the catalogue stays readable by area.
 */
export const liveMessages = {
  // The daily live-time gift
  liveTimeReceived: '领取成功，{minutes}分钟直播时长已到账',
  liveTimeAlready: '今日直播时长已领取，明天再来吧',
  // Live rooms and their chat (docs/decisions.md "Live rooms")
  roomUnknown: '直播间不存在',
  roomMembersOnly: '该直播间仅对VIP会员开放，开通VIP或领取直播观看时长后即可进入',
  roomCourseOnly: '该直播间仅对课程学员开放，购买课程后即可进入',
  roomInvitedOnly: '该直播间仅限受邀用户进入',
  chatEmpty: '请输入消息内容',
  chatTooFast: '发言太频繁了，请稍后再发',
  chatSlowMode: '本直播间已开启慢速模式，每{seconds}秒可发言一次',
  chatMuted: '您已被禁言，{time}后可再发言',
  liveMuted: '您已被管理员禁言，{time}后可在直播间和圈子发言',
  chatNotModerator: '只有本直播间的老师和管理员可以这样操作',
  chatMessageUnknown: '这条消息不存在或已被删除',
  chatCannotMuteStaff: '不能禁言老师或管理员',
  circleTeachersOnly: '只有圈子老师可以发布动态',
  circleEmpty: '请输入内容',
  circlePostUnknown: '这条动态不存在或已删除',
  circleMembersOnly: '该动态仅对VIP会员开放，开通VIP即可查看',
  circleSymbolUnknown: '关联的品种不存在',
  // One-to-one chats with a teacher or customer service
  directTeacherMissing: '请选择要咨询的老师',
  directTeacherUnknown: '这位老师暂未开通咨询',
  directSelf: '不能向自己发起咨询',
  directChatUnknown: '对话不存在',
  directEmpty: '请输入消息内容或选择图片',
  directTooFast: '发送太频繁了，请稍后再发',
  directNotAccepted: '请先接入这条咨询再回复',
  directTaken: '这条咨询已由其他客服接入',
  directNotAgent: '只有老师或客服可以接入咨询',
} as const;
