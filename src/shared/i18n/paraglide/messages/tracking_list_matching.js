/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tracking_List_MatchingInputs */

const en_tracking_list_matching = /** @type {(inputs: Tracking_List_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`matches`);
	return /** @type {LocalizedString} */ (`match`)
	
};

const es_tracking_list_matching = /** @type {(inputs: Tracking_List_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`coincide`);
	return /** @type {LocalizedString} */ (`coinciden`)
	
};

const en_xa2_tracking_list_matching = /** @type {(inputs: Tracking_List_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ɱáţçĥéš ·~]`);
	return /** @type {LocalizedString} */ (`[ɱáţçĥ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "matches" |
* | * | "match" |
*
* @param {Tracking_List_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_matching = /** @type {((inputs: Tracking_List_MatchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_List_MatchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_list_matching(inputs)
	if (locale === "en-XA") return en_xa2_tracking_list_matching(inputs)
	return en_tracking_list_matching(inputs)
});