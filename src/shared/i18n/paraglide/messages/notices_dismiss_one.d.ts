/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one: ((inputs: Notices_Dismiss_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
