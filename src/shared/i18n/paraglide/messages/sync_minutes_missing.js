/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Minutes_MissingInputs */

const en_sync_minutes_missing = /** @type {(inputs: Sync_Minutes_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the minutes between syncs (0 turns automatic sync off)`)
};

const es_sync_minutes_missing = /** @type {(inputs: Sync_Minutes_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba los minutos entre sincronizaciones (0 desactiva la sincronización automática)`)
};

const en_xa2_sync_minutes_missing = /** @type {(inputs: Sync_Minutes_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ţĥé ɱíñúţéš ƀéţŵééñ šýñçš (0 ţúŕñš áúţóɱáţíç šýñç óƒƒ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Type the minutes between syncs (0 turns automatic sync off)" |
*
* @param {Sync_Minutes_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_missing = /** @type {((inputs?: Sync_Minutes_MissingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Minutes_MissingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_minutes_missing(inputs)
	if (locale === "en-XA") return en_xa2_sync_minutes_missing(inputs)
	return en_sync_minutes_missing(inputs)
});