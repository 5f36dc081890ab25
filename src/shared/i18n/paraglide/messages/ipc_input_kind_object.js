/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Input_Kind_ObjectInputs */

const en_ipc_input_kind_object = /** @type {(inputs: Ipc_Input_Kind_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a group of fields`)
};

const es_ipc_input_kind_object = /** @type {(inputs: Ipc_Input_Kind_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un grupo de campos`)
};

const en_xa2_ipc_input_kind_object = /** @type {(inputs: Ipc_Input_Kind_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ĝŕóúþ óƒ ƒíéļðš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "a group of fields" |
*
* @param {Ipc_Input_Kind_ObjectInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_kind_object = /** @type {((inputs?: Ipc_Input_Kind_ObjectInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Kind_ObjectInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_kind_object(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_kind_object(inputs)
	return en_ipc_input_kind_object(inputs)
});