export declare const PHONE_FEATURE: string;
export declare const LAPTOP_FEATURE: string;
export declare const BIKE_FEATURE: string;
export declare const PHONE_LIST: string;
export declare const LAPTOP_LIST: string;
export declare const PHONE_SEARCH: string;
export declare const LAPTOP_SEARCH: string;
export declare const COMMENT: string;
