/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ipc_Input_Too_Many_ValuesInputs */

const en_ipc_input_too_many_values = /** @type {(inputs: Ipc_Input_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`more than ${i?.max} values in one input, which no form has`)
};

const es_ipc_input_too_many_values = /** @type {(inputs: Ipc_Input_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`más de ${i?.max} valores en una sola entrada, algo que ningún formulario tiene`)
};

const en_xa2_ipc_input_too_many_values = /** @type {(inputs: Ipc_Input_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ɱóŕé ţĥáñ ${i?.max} ṽáļúéš íñ óñé íñþúţ, ŵĥíçĥ ñó ƒóŕɱ ĥáš ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "more than {max} values in one input, which no form has" |
*
* @param {Ipc_Input_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_many_values = /** @type {((inputs: Ipc_Input_Too_Many_ValuesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_Many_ValuesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_many_values(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_many_values(inputs)
	return en_ipc_input_too_many_values(inputs)
});