import { Card } from 'antd';

/** The teacher beside a course or a live course: face, name, title and a few words. */
export function TeacherPanel({ teacher }: { teacher: { name: string; title: string; intro: string; avatar: string } }) {
  return (
    <Card title="讲师">
      <div className="teacher-card">
        <img src={teacher.avatar} alt="" width={56} height={56} />
        <strong>{teacher.name}</strong>
        <span className="muted">{teacher.title}</span>
      </div>
      <p className="muted">{teacher.intro}</p>
    </Card>
  );
}
