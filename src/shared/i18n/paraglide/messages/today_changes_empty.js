/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Changes_EmptyInputs */

const en_today_changes_empty = /** @type {(inputs: Today_Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them.`)
};

const es_today_changes_empty = /** @type {(inputs: Today_Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cambios de estado, las fechas de ETA y de recogida que se movieron, los mensajes de seguimiento nuevos y los documentos validados o rechazados aparecen aquí según los encuentran las sincronizaciones.`)
};

const en_xa2_today_changes_empty = /** @type {(inputs: Today_Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš çĥáñĝéš, ÉŢÁ áñð þíçķúþ ðáţéš ţĥáţ ɱóṽéð, ñéŵ ţŕáçķíñĝ ɱéššáĝéš áñð ðóçúɱéñţš ṽáļíðáţéð óŕ ŕéƒúšéð áþþéáŕ ĥéŕé áš ţĥé šýñçš ƒíñð ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them." |
*
* @param {Today_Changes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_empty = /** @type {((inputs?: Today_Changes_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Changes_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_changes_empty(inputs)
	if (locale === "en-XA") return en_xa2_today_changes_empty(inputs)
	return en_today_changes_empty(inputs)
});