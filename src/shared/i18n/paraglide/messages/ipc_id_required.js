/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Ipc_Id_RequiredInputs */

const en_ipc_id_required = /** @type {(inputs: Ipc_Id_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is required`)
};

const es_ipc_id_required = /** @type {(inputs: Ipc_Id_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta ${i?.what}`)
};

const en_xa2_ipc_id_required = /** @type {(inputs: Ipc_Id_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} íš ŕéǫúíŕéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{what} is required" |
*
* @param {Ipc_Id_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_required = /** @type {((inputs: Ipc_Id_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_required(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_required(inputs)
	return en_ipc_id_required(inputs)
});