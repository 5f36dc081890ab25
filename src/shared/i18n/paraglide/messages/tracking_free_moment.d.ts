/**
* | output |
* | --- |
* | "{when} ({portTime}) · {by}" |
*
* @param {Tracking_Free_MomentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_moment: ((inputs: Tracking_Free_MomentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_MomentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_MomentInputs = {
    when: NonNullable<unknown>;
    portTime: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
