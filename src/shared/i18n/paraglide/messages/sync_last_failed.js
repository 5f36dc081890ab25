/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */

const en_sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last sync failed ${i?.when}: ${i?.message}.`)
};

const es_sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La última sincronización falló ${i?.when}: ${i?.message}.`)
};

const en_xa2_sync_last_failed = /** @type {(inputs: Sync_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ šýñç ƒáíļéð ${i?.when}: ${i?.message}. ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Last sync failed {when}: {message}." |
*
* @param {Sync_Last_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_failed = /** @type {((inputs: Sync_Last_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Last_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_last_failed(inputs)
	if (locale === "en-XA") return en_xa2_sync_last_failed(inputs)
	return en_sync_last_failed(inputs)
});