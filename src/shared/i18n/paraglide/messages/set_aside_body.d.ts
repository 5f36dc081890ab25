/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body: ((inputs: Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
