import {
  type CoursePriceFilter,
  type CourseSort,
  courseLevelNames,
  courseLevels,
  coursePriceFilters,
  courseSorts,
  oneOf,
} from '@vce/contract/learning-filters';
import { Card, Radio } from 'antd';
import { useSearchParams } from 'react-router';
import { NoData } from '../../../shared/ui/no-data';
import { PagerOnDemand } from '../../../shared/ui/pager-on-demand';
import { useCourseBaseInfo, useCourseList } from '../api/courses';
import { CourseGrid } from './course-card';

const PAGE_SIZE = 12;
const priceNames: Record<CoursePriceFilter, string> = { free: '免费', paid: '付费', vip: '会员免费' };
const sortNames: Record<CourseSort, string> = { newest: '最新', popular: '最热', rating: '好评' };

const idParam = (value: string | null) => (Number(value) > 0 ? Number(value) : undefined);
const namedOptions = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

type FilterValue = string | number;

/** One filter of the list as a row of buttons; `anyLabel` adds the choice of no filter. */
function FilterRow(props: {
  label: string;
  value: FilterValue | undefined;
  options: { value: FilterValue; label: string }[];
  anyLabel?: string;
  onChange: (value: FilterValue | undefined) => void;
}) {
  return (
    <>
      <span>{props.label}</span>
      <Radio.Group
        size="small"
        aria-label={props.label}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        options={[...(props.anyLabel ? [{ value: '', label: props.anyLabel }] : []), ...props.options]}
        optionType="button"
      />
    </>
  );
}

/** 课程列表 (/classroomV2/list): every course by class, teacher, level and price, sorted and paged; the filters live in the address. */
export default function CourseListPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    page: Number(params.get('page')) || 1,
    limit: PAGE_SIZE,
    class_id: idParam(params.get('class_id')),
    teacher_id: idParam(params.get('teacher_id')),
    level: oneOf(courseLevels, params.get('level')),
    price: oneOf(coursePriceFilters, params.get('price')),
    sort: oneOf(courseSorts, params.get('sort')) ?? 'newest',
  };
  const { data } = useCourseList(filters);
  const baseInfo = useCourseBaseInfo().data;
  const teacher = baseInfo?.teacherList.find((row) => row.id === filters.teacher_id);
  const set = (name: string, value: string | number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
      if (name !== 'page') next.delete('page');
      return next;
    });
  return (
    <Card className="course-list" data-testid="course-list">
      <h1>{teacher ? `${teacher.name}的课程` : '全部课程'}</h1>
      <div className="course-filters">
        {[
          {
            name: 'class_id',
            label: '分类',
            value: filters.class_id,
            options: (baseInfo?.newCourseClassList ?? []).map((entry) => ({ value: entry.id, label: entry.title })),
          },
          {
            name: 'level',
            label: '难度',
            value: filters.level,
            options: courseLevels.map((level) => ({ value: level, label: courseLevelNames[level] })),
          },
          { name: 'price', label: '价格', value: filters.price, options: namedOptions(priceNames) },
        ].map((filter) => (
          <FilterRow key={filter.name} {...filter} anyLabel="全部" onChange={(value) => set(filter.name, value)} />
        ))}
        <FilterRow
          label="排序"
          value={filters.sort}
          options={namedOptions(sortNames)}
          onChange={(value) => set('sort', value)}
        />
      </div>
      {data && data.total === 0 ? <NoData description="没有符合条件的课程" /> : <CourseGrid cards={data?.list ?? []} />}
      {data && (
        <PagerOnDemand
          pageSize={PAGE_SIZE}
          current={filters.page}
          total={data.total}
          onChange={(page) => set('page', page)}
        />
      )}
    </Card>
  );
}
