/**
* | output |
* | --- |
* | "Expired {duration} ago" |
*
* @param {Rating_Validity_Expired_AgoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired_ago: ((inputs: Rating_Validity_Expired_AgoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Expired_AgoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Validity_Expired_AgoInputs = {
    duration: NonNullable<unknown>;
};
