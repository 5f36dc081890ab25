/**
* | output |
* | --- |
* | "a field name {problem}" |
*
* @param {Ipc_Input_Key_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_key_problem: ((inputs: Ipc_Input_Key_ProblemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Input_Key_ProblemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Input_Key_ProblemInputs = {
    problem: NonNullable<unknown>;
};
