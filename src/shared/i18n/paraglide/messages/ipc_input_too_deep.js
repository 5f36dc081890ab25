/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Ipc_Input_Too_DeepInputs */

const en_ipc_input_too_deep = /** @type {(inputs: Ipc_Input_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nested more than ${i?.max} levels deep, which no form is`)
};

const es_ipc_input_too_deep = /** @type {(inputs: Ipc_Input_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`anidada en más de ${i?.max} niveles, algo que ningún formulario hace`)
};

const en_xa2_ipc_input_too_deep = /** @type {(inputs: Ipc_Input_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñéšţéð ɱóŕé ţĥáñ ${i?.max} ļéṽéļš ðééþ, ŵĥíçĥ ñó ƒóŕɱ íš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "nested more than {max} levels deep, which no form is" |
*
* @param {Ipc_Input_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_too_deep = /** @type {((inputs: Ipc_Input_Too_DeepInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Too_DeepInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_too_deep(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_too_deep(inputs)
	return en_ipc_input_too_deep(inputs)
});