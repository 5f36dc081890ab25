/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_CancelInputs */

const en_sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel sync`)
};

const es_sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar sincronización`)
};

const en_xa2_sync_cancel = /** @type {(inputs: Sync_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ šýñç ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Sync_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_cancel = /** @type {((inputs?: Sync_CancelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_CancelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_cancel(inputs)
	if (locale === "en-XA") return en_xa2_sync_cancel(inputs)
	return en_sync_cancel(inputs)
});