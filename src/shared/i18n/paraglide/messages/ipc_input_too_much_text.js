/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ipc_Input_Too_Much_TextInputs */

const en_ipc_input_too_much_text = /** @type {(inputs: Ipc_Input_Too_Much_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`more than ${i?.max} characters of text in one input`)
};

const es_ipc_input_too_much_text = /** @type {(inputs: Ipc_Input_Too_Much_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`más de ${i?.max} caracteres de texto en una sola entrada`)
};

const en_xa2_ipc_input_too_much_text = /** @type {(inputs: Ipc_Input_Too_Much_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ɱóŕé ţĥáñ ${i?.max} çĥáŕáçţéŕš óƒ ţéẋţ íñ óñé íñþúţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "more than {max} characters of text in one input" |
*
* @param {Ipc_Input_Too_Much_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_much_text = /** @type {((inputs: Ipc_Input_Too_Much_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_Much_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_much_text(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_much_text(inputs)
	return en_ipc_input_too_much_text(inputs)
});