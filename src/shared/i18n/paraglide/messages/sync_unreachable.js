/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */

const en_sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach the sync: ${i?.message}`)
};

const es_sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con la sincronización: ${i?.message}`)
};

const en_xa2_sync_unreachable = /** @type {(inputs: Sync_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáçĥ ţĥé šýñç: ${i?.message} ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable = /** @type {((inputs: Sync_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_unreachable(inputs)
	if (locale === "en-XA") return en_xa2_sync_unreachable(inputs)
	return en_sync_unreachable(inputs)
});