/** Shapes every part of the API uses: options, messages, pagination links. */

export interface SelectOption {
  value: number | string;
  label: string;
}

/** A program (jenjang); Olimpiade/OSN and the like are taught online only. */
export interface JenjangOption extends SelectOption {
  online_only?: true;
}

/** `mode=all` answers wrap the list; `mode=json` answers are the bare array. */
export interface OptionListAll {
  data: SelectOption[];
}

export type LearningSystem = 'Offline' | 'Online';

export interface ApiMessage {
  message: string;
}

export interface PaginationLink {
  url: string | null;
  label: string;
  active: boolean;
}
