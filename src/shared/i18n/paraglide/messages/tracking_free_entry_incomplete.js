/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Entry_IncompleteInputs */

const en_tracking_free_entry_incomplete = /** @type {(inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the date and the time (hours and minutes) at the port.`)
};

const es_tracking_free_entry_incomplete = /** @type {(inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la fecha y la hora (horas y minutos) en el puerto.`)
};

const en_xa2_tracking_free_entry_incomplete = /** @type {(inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ðáţé áñð ţĥé ţíɱé (ĥóúŕš áñð ɱíñúţéš) áţ ţĥé þóŕţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Enter the date and the time (hours and minutes) at the port." |
*
* @param {Tracking_Free_Entry_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_incomplete = /** @type {((inputs?: Tracking_Free_Entry_IncompleteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Entry_IncompleteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_entry_incomplete(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_entry_incomplete(inputs)
	return en_tracking_free_entry_incomplete(inputs)
});