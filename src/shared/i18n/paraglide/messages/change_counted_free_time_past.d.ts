/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past: ((inputs: Change_Counted_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
