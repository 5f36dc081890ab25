/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */

const en_sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last sync cancelled ${i?.when}.`)
};

const es_sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última sincronización cancelada ${i?.when}.`)
};

const en_xa2_sync_last_cancelled = /** @type {(inputs: Sync_Last_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ šýñç çáñçéļļéð ${i?.when}. ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled = /** @type {((inputs: Sync_Last_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Last_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_last_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_sync_last_cancelled(inputs)
	return en_sync_last_cancelled(inputs)
});