/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ counts: NonNullable<unknown> }} Tariffs_Report_AnnounceInputs */

const en_tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report: ${i?.counts}`)
};

const es_tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe: ${i?.counts}`)
};

const en_xa2_tariffs_report_announce = /** @type {(inputs: Tariffs_Report_AnnounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéþóŕţ: ${i?.counts} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Report: {counts}" |
*
* @param {Tariffs_Report_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_announce = /** @type {((inputs: Tariffs_Report_AnnounceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_AnnounceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_announce(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_announce(inputs)
	return en_tariffs_report_announce(inputs)
});