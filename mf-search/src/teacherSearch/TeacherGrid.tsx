import type { TeacherSummary } from '@tutor/contract';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { TeacherCard } from './TeacherCard';
import './TeacherGrid.css';

export interface TeacherGridProps {
  teachers: TeacherSummary[] | undefined;
  loading: boolean;
  /** 4 columns when the grid has the page to itself, 3 beside the filter sidebar */
  columns: 3 | 4;
  label: string;
}

const SKELETON_COUNT = 8;

export function TeacherGrid({ teachers, loading, columns, label }: TeacherGridProps) {
  const className = `search-teacher-grid search-teacher-grid--${columns}`;
  if (loading) {
    return (
      <SkeletonGroup
        label="Memuat daftar guru"
        count={SKELETON_COUNT}
        className={className}
        renderItem={() => <CardSkeleton />}
      />
    );
  }
  if (!teachers || teachers.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {teachers.map((teacher, index) => (
        <li key={teacher.id}>
          <TeacherCard teacher={teacher} aboveTheFold={index === 0} />
        </li>
      ))}
    </ul>
  );
}
