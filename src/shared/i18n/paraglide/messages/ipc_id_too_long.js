/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, max: NonNullable<unknown> }} Ipc_Id_Too_LongInputs */

const en_ipc_id_too_long = /** @type {(inputs: Ipc_Id_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is too long (at most ${i?.max} characters)`)
};

const es_ipc_id_too_long = /** @type {(inputs: Ipc_Id_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sobran caracteres en ${i?.what} (como máximo ${i?.max})`)
};

const en_xa2_ipc_id_too_long = /** @type {(inputs: Ipc_Id_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} íš ţóó ļóñĝ (áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš) ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{what} is too long (at most {max} characters)" |
*
* @param {Ipc_Id_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_too_long = /** @type {((inputs: Ipc_Id_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_too_long(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_too_long(inputs)
	return en_ipc_id_too_long(inputs)
});