/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon: ((inputs: Change_Counted_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
