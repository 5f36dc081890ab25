/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, text: NonNullable<unknown> }} Today_Changes_MoreInputs */

const en_today_changes_more = /** @type {(inputs: Today_Changes_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} (the newest shown; ${i?.shown} more)`);
	return /** @type {LocalizedString} */ (`${i?.text} (the newest shown; ${i?.shown} more)`)
	
};

const es_today_changes_more = /** @type {(inputs: Today_Changes_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} (se muestran los más recientes; ${i?.shown} más)`);
	return /** @type {LocalizedString} */ (`${i?.text} (se muestran los más recientes; ${i?.shown} más)`)
	
};

const en_xa2_today_changes_more = /** @type {(inputs: Today_Changes_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.text} (ţĥé ñéŵéšţ šĥóŵñ; ${i?.shown} ɱóŕé) ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.text} (ţĥé ñéŵéšţ šĥóŵñ; ${i?.shown} ɱóŕé) ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} (the newest shown; {shown} more)" |
* | * | "{text} (the newest shown; {shown} more)" |
*
* @param {Today_Changes_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_more = /** @type {((inputs: Today_Changes_MoreInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Changes_MoreInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_changes_more(inputs)
	if (locale === "en-XA") return en_xa2_today_changes_more(inputs)
	return en_today_changes_more(inputs)
});