-- wrk's script for the bench (load.ts): sends the requests of a file in turn, each thread its own
-- share of them (thread k sends lines k, k+T, k+2T…), and prints the result as one JSON line.
-- Arguments: the file, and wrk's number of threads. A line of the file: METHOD <tab> PATH <tab>
-- BODY (may be empty), then <tab> "name: value" for each header of its own.

local started = 0
local requests = {}
local position = 0

function setup(thread)
  thread:set("index", started)
  started = started + 1
end

local function split(line)
  local fields = {}
  for field in (line .. "\t"):gmatch("([^\t]*)\t") do
    table.insert(fields, field)
  end
  return fields
end

function init(args)
  local count = tonumber(args[2])
  local number = 0
  for line in io.lines(args[1]) do
    if number % count == index then
      local fields = split(line)
      local headers = {}
      for i = 4, #fields do
        local name, value = fields[i]:match("^([^:]+):%s*(.*)$")
        if name then headers[name] = value end
      end
      local body = fields[3] ~= "" and fields[3] or nil
      if body then headers["content-type"] = "application/json" end
      table.insert(requests, wrk.format(fields[1], fields[2], headers, body))
    end
    number = number + 1
  end
end

function request()
  position = position % #requests + 1
  return requests[position]
end

function done(summary, latency)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"status":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
