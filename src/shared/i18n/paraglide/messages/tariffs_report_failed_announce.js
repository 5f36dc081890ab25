/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Report_Failed_AnnounceInputs */

const en_tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report failed`)
};

const es_tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El informe falló`)
};

const en_xa2_tariffs_report_failed_announce = /** @type {(inputs: Tariffs_Report_Failed_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéþóŕţ ƒáíļéð ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The report failed" |
*
* @param {Tariffs_Report_Failed_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_failed_announce = /** @type {((inputs?: Tariffs_Report_Failed_AnnounceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_Failed_AnnounceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_failed_announce(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_failed_announce(inputs)
	return en_tariffs_report_failed_announce(inputs)
});