/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Ipc_Draft_ValueInputs */

const en_ipc_draft_value = /** @type {(inputs: Ipc_Draft_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A draft must be form data (JSON) of at most ${i?.size}`)
};

const es_ipc_draft_value = /** @type {(inputs: Ipc_Draft_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un borrador deben ser datos de formulario (JSON) de como máximo ${i?.size}`)
};

const en_xa2_ipc_draft_value = /** @type {(inputs: Ipc_Draft_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ðŕáƒţ ɱúšţ ƀé ƒóŕɱ ðáţá (ĴŠÓÑ) óƒ áţ ɱóšţ ${i?.size} ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "A draft must be form data (JSON) of at most {size}" |
*
* @param {Ipc_Draft_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_draft_value = /** @type {((inputs: Ipc_Draft_ValueInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Draft_ValueInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_draft_value(inputs)
	if (locale === "en-XA") return en_xa2_ipc_draft_value(inputs)
	return en_ipc_draft_value(inputs)
});