/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stop: NonNullable<unknown> }} Tracking_Free_Still_At_TerminalInputs */

const en_tracking_free_still_at_terminal = /** @type {(inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} not reported; if the container is still at the terminal`)
};

const es_tracking_free_still_at_terminal = /** @type {(inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stop} no informada; si el contenedor sigue en la terminal`)
};

const en_xa2_tracking_free_still_at_terminal = /** @type {(inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.stop} ñóţ ŕéþóŕţéð; íƒ ţĥé çóñţáíñéŕ íš šţíļļ áţ ţĥé ţéŕɱíñáļ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still at the terminal" |
*
* @param {Tracking_Free_Still_At_TerminalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_at_terminal = /** @type {((inputs: Tracking_Free_Still_At_TerminalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Still_At_TerminalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_still_at_terminal(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_still_at_terminal(inputs)
	return en_tracking_free_still_at_terminal(inputs)
});