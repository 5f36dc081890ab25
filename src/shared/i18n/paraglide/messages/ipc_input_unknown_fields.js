/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keys: NonNullable<unknown> }} Ipc_Input_Unknown_FieldsInputs */

const en_ipc_input_unknown_fields = /** @type {(inputs: Ipc_Input_Unknown_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fields not accepted: ${i?.keys}`)
};

const es_ipc_input_unknown_fields = /** @type {(inputs: Ipc_Input_Unknown_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Campos no aceptados: ${i?.keys}`)
};

const en_xa2_ipc_input_unknown_fields = /** @type {(inputs: Ipc_Input_Unknown_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒíéļðš ñóţ áççéþţéð: ${i?.keys} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Fields not accepted: {keys}" |
*
* @param {Ipc_Input_Unknown_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_input_unknown_fields = /** @type {((inputs: Ipc_Input_Unknown_FieldsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Input_Unknown_FieldsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_input_unknown_fields(inputs)
	if (locale === "en-XA") return en_xa2_ipc_input_unknown_fields(inputs)
	return en_ipc_input_unknown_fields(inputs)
});