/** The landing page blocks (banner, levels, best teachers, testimonials, reviews). */

export interface BannerSummary {
  /** real average of all reviews, one decimal */
  rating: number;
  teacher_verified: number;
  student: number;
  testimoni: number;
  /** social-media followers, in thousands (shown with a K suffix) */
  follower: number;
  school: number;
}

export interface LevelCard {
  jenjang_id: number;
  image: string;
  name: string;
  detail: string;
}

export interface BestTeacher {
  id: number;
  rating: number;
  foto: string;
  minat_mengajar: string;
  full_panggilan: string;
  deskripsi: string;
  jurusan: string;
  sekolah_tinggi: string;
}

export interface TestimonyItem {
  id: number;
  foto: string;
  full_panggilan: string;
  rating: number;
  testimoni: string;
}

export interface TeacherReviewPair {
  first: TestimonyItem;
  second: TestimonyItem | null;
}

export interface TestimonyPage {
  data: TestimonyItem[];
  current_page: number;
  last_page: number;
}
