import { a as hasNextPage, o as hasPreviousPage } from "./mutation-D-E-yONN.js";
import { Bt as QueryObserver, zt as useBaseQuery } from "./api-G_9Nallq.js";
import { n as addManilaDays, o as manilaDayKey, s as manilaDayStart, t as DAY_MS } from "./manila-time-DgkOdPsd.js";
// node_modules/@tanstack/query-core/build/modern/infiniteQueryObserver.js
/**
* An `InfiniteQueryObserver` extends `QueryObserver` to observe and switch
* between infinite queries. It augments the base `QueryObserverResult` with
* infinite-query-specific fields and methods, such as `hasNextPage` and
* `fetchNextPage`, and is the primitive that framework adapters (e.g.
* `useInfiniteQuery`) build their hooks on top of.
* @example
* ```ts
* const observer = new InfiniteQueryObserver(queryClient, {
*   queryKey: ['projects'],
*   queryFn: ({ pageParam }) => fetchProjects(pageParam),
*   initialPageParam: 0,
*   getNextPageParam: (lastPage) => lastPage.nextCursor,
* })
*
* const unsubscribe = observer.subscribe((result) => console.log(result))
* ```
*/
var InfiniteQueryObserver = class extends QueryObserver {
	constructor(client, options) {
		super(client, options);
	}
	bindMethods() {
		super.bindMethods();
		this.fetchNextPage = this.fetchNextPage.bind(this);
		this.fetchPreviousPage = this.fetchPreviousPage.bind(this);
	}
	/**
	* Updates the observer's options. Behaves the same as
	* `QueryObserver.setOptions`, additionally marking the options as
	* belonging to an infinite query before delegating to the base
	* implementation.
	* @param options - The new infinite query observer options.
	*/
	setOptions(options) {
		options._type = "infinite";
		super.setOptions(options);
	}
	/**
	* The infinite-query counterpart of {@link QueryObserver#getOptimisticResult}, marking the
	* options as an infinite query before delegating to it. Called by framework adapters (e.g.
	* `useInfiniteQuery`) ahead of subscribing, to compute the current `InfiniteQueryObserverResult`
	* synchronously.
	* @param options - The defaulted infinite query observer options to compute the result for.
	* @returns The result for the given options.
	*/
	getOptimisticResult(options) {
		options._type = "infinite";
		return super.getOptimisticResult(options);
	}
	/**
	* Fetches the next page of the infinite query and returns a promise that
	* resolves with the resulting `InfiniteQueryObserverResult`. The page
	* param used for the fetch is determined by `getNextPageParam`, which
	* receives the current pages/page params and whose result also determines
	* `hasNextPage`.
	* @param options - Set `cancelRefetch` to `false` to ignore the call while a fetch is running,
	* and `throwOnError` to `true` to reject when the fetch fails.
	* @returns A promise that resolves with the result after the next page is fetched. With
	* `cancelRefetch: false`, a running fetch is reused instead, so the next page may not be fetched.
	* @see {@link InfiniteQueryObserver#fetchPreviousPage}
	* @example
	* ```ts
	* const { hasNextPage } = observer.getCurrentResult()
	*
	* if (hasNextPage) {
	*   await observer.fetchNextPage()
	* }
	* ```
	*/
	fetchNextPage(options) {
		return this.fetch({
			...options,
			meta: { fetchMore: { direction: "forward" } }
		});
	}
	/**
	* Fetches the previous page of the infinite query and returns a promise
	* that resolves with the resulting `InfiniteQueryObserverResult`. The page
	* param used for the fetch is determined by `getPreviousPageParam`, which
	* receives the current pages/page params and whose result also determines
	* `hasPreviousPage`.
	* @param options - Set `cancelRefetch` to `false` to ignore the call while a fetch is running,
	* and `throwOnError` to `true` to reject when the fetch fails.
	* @returns A promise that resolves with the result after the previous page is fetched. With
	* `cancelRefetch: false`, a running fetch is reused instead, so the previous page may not be fetched.
	* @see {@link InfiniteQueryObserver#fetchNextPage}
	* @example
	* ```ts
	* const { hasPreviousPage } = observer.getCurrentResult()
	*
	* if (hasPreviousPage) {
	*   await observer.fetchPreviousPage()
	* }
	* ```
	*/
	fetchPreviousPage(options) {
		return this.fetch({
			...options,
			meta: { fetchMore: { direction: "backward" } }
		});
	}
	createResult(query, options) {
		const { state } = query;
		const parentResult = super.createResult(query, options);
		const { isFetching, isRefetching, isError, isRefetchError } = parentResult;
		const fetchDirection = state.fetchMeta?.fetchMore?.direction;
		const isFetchNextPageError = isError && fetchDirection === "forward";
		const isFetchingNextPage = isFetching && fetchDirection === "forward";
		const isFetchPreviousPageError = isError && fetchDirection === "backward";
		const isFetchingPreviousPage = isFetching && fetchDirection === "backward";
		return {
			...parentResult,
			fetchNextPage: this.fetchNextPage,
			fetchPreviousPage: this.fetchPreviousPage,
			hasNextPage: hasNextPage(options, state.data),
			hasPreviousPage: hasPreviousPage(options, state.data),
			isFetchNextPageError,
			isFetchingNextPage,
			isFetchPreviousPageError,
			isFetchingPreviousPage,
			isRefetchError: isRefetchError && !isFetchNextPageError && !isFetchPreviousPageError,
			isRefetching: isRefetching && !isFetchingNextPage && !isFetchingPreviousPage
		};
	}
};
// node_modules/@tanstack/react-query/build/modern/useInfiniteQuery.js
function useInfiniteQuery(options, queryClient) {
	return useBaseQuery(options, InfiniteQueryObserver, queryClient);
}
// src/lib/draw-range.ts
var QUICK_RANGES = [
	"today",
	"days7",
	"days30",
	"max"
];
/** The earliest and latest day the picker accepts, as of `now`. */
function rangeBounds(now) {
	const today = manilaDayKey(now);
	return {
		min: addManilaDays(today, -90),
		max: addManilaDays(today, 1),
		today
	};
}
function quickRange(kind, now) {
	const { min, max, today } = rangeBounds(now);
	switch (kind) {
		case "today": return {
			start: today,
			end: today
		};
		case "days7": return {
			start: addManilaDays(today, -6),
			end: today
		};
		case "days30": return {
			start: addManilaDays(today, -29),
			end: today
		};
		case "max": return {
			start: min,
			end: max
		};
	}
}
/** Which quick range a range is, if any (so its button shows as pressed). */
function matchingQuickRange(range, now) {
	return QUICK_RANGES.find((kind) => {
		const candidate = quickRange(kind, now);
		return candidate.start === range.start && candidate.end === range.end;
	}) ?? null;
}
var clampDay = (day, min, max) => day < min ? min : day > max ? max : day;
/**
* A range the server accepts: both days inside the bounds, in order. A day that is not a real date falls back
* to today; a start after the end is swapped, as a player who picks them the wrong way round means it.
*/
function normalizeRange(range, now) {
	const { min, max, today } = rangeBounds(now);
	const valid = (day) => manilaDayStart(day) === null ? today : clampDay(day, min, max);
	const start = valid(range.start);
	const end = valid(range.end);
	return start <= end ? {
		start,
		end
	} : {
		start: end,
		end: start
	};
}
/** The call's query: from 00:00 Manila on the first day to 00:00 Manila after the last (exclusive). */
function rangeQuery(range) {
	const start = manilaDayStart(range.start);
	const end = manilaDayStart(range.end);
	if (start === null || end === null) throw new RangeError(`not a range: ${range.start} to ${range.end}`);
	return {
		startTime: start,
		endTime: end + DAY_MS
	};
}
export { rangeBounds as a, quickRange as i, matchingQuickRange as n, rangeQuery as o, normalizeRange as r, useInfiniteQuery as s, QUICK_RANGES as t };
