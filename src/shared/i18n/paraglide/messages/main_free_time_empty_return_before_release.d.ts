/**
* | output |
* | --- |
* | "The empty return cannot be before the release ({at} at {where})." |
*
* @param {Main_Free_Time_Empty_Return_Before_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_empty_return_before_release: ((inputs: Main_Free_Time_Empty_Return_Before_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Free_Time_Empty_Return_Before_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Free_Time_Empty_Return_Before_ReleaseInputs = {
    at: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
